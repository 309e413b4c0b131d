CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`source` text DEFAULT 'footer' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `static_pages` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`content` text DEFAULT '[]' NOT NULL,
	`meta_description` text,
	`meta_keywords` text DEFAULT '[]' NOT NULL,
	`published_at` integer,
	`created_by` text,
	`updated_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "static_pages_status_check" CHECK(status in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `static_pages_slug_unique` ON `static_pages` (`slug`);--> statement-breakpoint
CREATE INDEX `static_pages_status_idx` ON `static_pages` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `accounts_user_idx` ON `accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `auth_rate_limits` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	`last_request` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_rate_limits_key_unique` ON `auth_rate_limits` (`key`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`user_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_unique` ON `sessions` (`token`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`image` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verifications_identifier_idx` ON `verifications` (`identifier`);--> statement-breakpoint
CREATE TABLE `blog_coauthors` (
	`blog_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`blog_id`, `user_id`),
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "blog_coauthors_role_check" CHECK(role in ('writer', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE INDEX `blog_coauthors_user_idx` ON `blog_coauthors` (`user_id`);--> statement-breakpoint
CREATE TABLE `blog_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`blog_id` text NOT NULL,
	`user_id` text NOT NULL,
	`parent_id` text,
	`content` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "blog_comments_content_check" CHECK(length(trim(content)) > 0)
);
--> statement-breakpoint
CREATE INDEX `blog_comments_blog_created_idx` ON `blog_comments` (`blog_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `blog_likes` (
	`blog_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`blog_id`, `user_id`),
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `blog_reactions` (
	`id` text PRIMARY KEY NOT NULL,
	`blog_id` text NOT NULL,
	`user_id` text NOT NULL,
	`emoji` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_reactions_unique_idx` ON `blog_reactions` (`blog_id`,`user_id`,`emoji`);--> statement-breakpoint
CREATE TABLE `blog_tags` (
	`blog_id` text NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`blog_id`, `tag`),
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_tags_tag_idx` ON `blog_tags` (`tag`);--> statement-breakpoint
CREATE TABLE `blogs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text,
	`content` text DEFAULT '' NOT NULL,
	`cover_image_url` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`visibility` text DEFAULT 'public' NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`is_pinned` integer DEFAULT false NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`views_count` integer DEFAULT 0 NOT NULL,
	`likes_count` integer DEFAULT 0 NOT NULL,
	`shares_count` integer DEFAULT 0 NOT NULL,
	`comments_count` integer DEFAULT 0 NOT NULL,
	`seo_title` text,
	`seo_description` text,
	`seo_keywords` text,
	`canonical_url` text,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "blogs_status_check" CHECK(status in ('draft', 'published')),
	CONSTRAINT "blogs_visibility_check" CHECK(visibility in ('public', 'friends', 'private'))
);
--> statement-breakpoint
CREATE INDEX `blogs_listing_idx` ON `blogs` (`status`,`visibility`,`created_at`);--> statement-breakpoint
CREATE INDEX `blogs_user_idx` ON `blogs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_blog_saves` (
	`id` text PRIMARY KEY NOT NULL,
	`blog_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_blog_saves_user_blog_idx` ON `user_blog_saves` (`user_id`,`blog_id`);--> statement-breakpoint
CREATE INDEX `user_blog_saves_user_created_idx` ON `user_blog_saves` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`display_title` text,
	`description` text DEFAULT '' NOT NULL,
	`image_url` text,
	`category_tags` text DEFAULT '[]' NOT NULL,
	`rating` real DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`popularity` integer DEFAULT 0 NOT NULL,
	`cost` integer DEFAULT 3 NOT NULL,
	`enjoyment` integer DEFAULT 3 NOT NULL,
	`time` integer DEFAULT 3 NOT NULL,
	`planning_required` integer,
	`risk_level` integer,
	`difficulty` integer DEFAULT 3 NOT NULL,
	`solo_social` text DEFAULT 'either' NOT NULL,
	`indoor_outdoor` text DEFAULT 'either' NOT NULL,
	`meta_description` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "activities_cost_check" CHECK(cost between 1 and 5),
	CONSTRAINT "activities_enjoyment_check" CHECK(enjoyment between 1 and 5),
	CONSTRAINT "activities_time_check" CHECK(time between 1 and 5),
	CONSTRAINT "activities_difficulty_check" CHECK(difficulty between 1 and 5),
	CONSTRAINT "activities_planning_check" CHECK(planning_required is null or planning_required between 1 and 5),
	CONSTRAINT "activities_risk_check" CHECK(risk_level is null or risk_level between 1 and 5),
	CONSTRAINT "activities_solo_social_check" CHECK(solo_social in ('solo', 'social', 'either')),
	CONSTRAINT "activities_indoor_outdoor_check" CHECK(indoor_outdoor in ('indoor', 'outdoor', 'either')),
	CONSTRAINT "activities_rating_check" CHECK(rating between 0 and 5)
);
--> statement-breakpoint
CREATE INDEX `activities_popularity_idx` ON `activities` (`popularity`);--> statement-breakpoint
CREATE INDEX `activities_rating_idx` ON `activities` (`rating`);--> statement-breakpoint
CREATE INDEX `activities_created_idx` ON `activities` (`created_at`);--> statement-breakpoint
CREATE INDEX `activities_title_idx` ON `activities` (`title`);--> statement-breakpoint
CREATE INDEX `activities_updated_idx` ON `activities` (`updated_at`);--> statement-breakpoint
CREATE TABLE `activity_category_links` (
	`activity_id` integer NOT NULL,
	`category` text NOT NULL,
	PRIMARY KEY(`activity_id`, `category`),
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_category_links_category_idx` ON `activity_category_links` (`category`,`activity_id`);--> statement-breakpoint
CREATE TABLE `activity_revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`activity_id` integer NOT NULL,
	`title` text NOT NULL,
	`display_title` text,
	`description` text NOT NULL,
	`image_url` text,
	`category_tags` text NOT NULL,
	`cost` integer NOT NULL,
	`time` integer NOT NULL,
	`solo_social` text NOT NULL,
	`indoor_outdoor` text NOT NULL,
	`planning_required` integer,
	`risk_level` integer,
	`created_by` text,
	`revision_note` text DEFAULT 'Updated via admin interface' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activity_revisions_activity_idx` ON `activity_revisions` (`activity_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (`name`);--> statement-breakpoint
CREATE TABLE `custom_activities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`display_title` text,
	`description` text NOT NULL,
	`image_url` text,
	`category_tags` text NOT NULL,
	`privacy` text DEFAULT 'public' NOT NULL,
	`moderation_status` text DEFAULT 'approved' NOT NULL,
	`proposed_for_main_list` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "custom_activities_title_check" CHECK(length(title) between 1 and 100),
	CONSTRAINT "custom_activities_description_check" CHECK(length(description) between 1 and 500),
	CONSTRAINT "custom_activities_privacy_check" CHECK(privacy in ('public', 'friends', 'private')),
	CONSTRAINT "custom_activities_moderation_check" CHECK(moderation_status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `custom_activities_user_idx` ON `custom_activities` (`user_id`);--> statement-breakpoint
CREATE INDEX `custom_activities_moderation_idx` ON `custom_activities` (`moderation_status`);--> statement-breakpoint
CREATE TABLE `search_analytics` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`query` text DEFAULT '' NOT NULL,
	`user_id` text,
	`results_count` integer DEFAULT 0 NOT NULL,
	`search_time_ms` real DEFAULT 0 NOT NULL,
	`filters_used` text DEFAULT '{}' NOT NULL,
	`session_id` text,
	`user_agent` text,
	`is_staff` integer DEFAULT false NOT NULL,
	`is_bot` integer DEFAULT false NOT NULL,
	`clicked_activity_id` integer,
	`clicked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `search_analytics_created_idx` ON `search_analytics` (`created_at`);--> statement-breakpoint
CREATE INDEX `search_analytics_query_created_idx` ON `search_analytics` (`query`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_activities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`activity_id` integer,
	`custom_activity_id` text,
	`status` text DEFAULT 'not_started' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`privacy` text DEFAULT 'public' NOT NULL,
	`target_date` text,
	`priority` integer DEFAULT 3 NOT NULL,
	`rating_difficulty` integer,
	`rating_cost` integer,
	`rating_enjoyment` integer,
	`private_notes` text,
	`started_at` integer,
	`completed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`custom_activity_id`) REFERENCES `custom_activities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_activities_status_check" CHECK(status in ('not_started', 'in_progress', 'completed')),
	CONSTRAINT "user_activities_privacy_check" CHECK(privacy in ('public', 'friends', 'private')),
	CONSTRAINT "user_activities_progress_check" CHECK(progress between 0 and 100),
	CONSTRAINT "user_activities_priority_check" CHECK(priority between 1 and 5),
	CONSTRAINT "user_activities_rating_difficulty_check" CHECK(rating_difficulty is null or rating_difficulty between 1 and 5),
	CONSTRAINT "user_activities_rating_cost_check" CHECK(rating_cost is null or rating_cost between 1 and 5),
	CONSTRAINT "user_activities_rating_enjoyment_check" CHECK(rating_enjoyment is null or rating_enjoyment between 1 and 5),
	CONSTRAINT "user_activities_target_check" CHECK((activity_id is null) <> (custom_activity_id is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_activities_user_activity_idx` ON `user_activities` (`user_id`,`activity_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_activities_user_custom_idx` ON `user_activities` (`user_id`,`custom_activity_id`);--> statement-breakpoint
CREATE INDEX `user_activities_user_created_idx` ON `user_activities` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_activities_public_recent_idx` ON `user_activities` (`privacy`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_activities_activity_idx` ON `user_activities` (`activity_id`);--> statement-breakpoint
CREATE TABLE `user_activity_ratings` (
	`user_id` text NOT NULL,
	`activity_id` integer NOT NULL,
	`status` text NOT NULL,
	`difficulty` integer,
	`cost` integer,
	`enjoyment` integer,
	`rating` integer,
	`adventurousness` integer,
	`creativity` integer,
	`fitness` integer,
	`learning` integer,
	`solo_social` text,
	`indoor_outdoor` text,
	`planning_required` integer,
	`risk_level` integer,
	`impact` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `activity_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_activity_ratings_difficulty_check" CHECK(difficulty is null or difficulty between 1 and 5),
	CONSTRAINT "user_activity_ratings_cost_check" CHECK(cost is null or cost between 1 and 5),
	CONSTRAINT "user_activity_ratings_enjoyment_check" CHECK(enjoyment is null or enjoyment between 1 and 5),
	CONSTRAINT "user_activity_ratings_rating_check" CHECK(rating is null or rating between 1 and 5),
	CONSTRAINT "user_activity_ratings_adventurousness_check" CHECK(adventurousness is null or adventurousness between 1 and 5),
	CONSTRAINT "user_activity_ratings_creativity_check" CHECK(creativity is null or creativity between 1 and 5),
	CONSTRAINT "user_activity_ratings_fitness_check" CHECK(fitness is null or fitness between 1 and 5),
	CONSTRAINT "user_activity_ratings_learning_check" CHECK(learning is null or learning between 1 and 5),
	CONSTRAINT "user_activity_ratings_planning_required_check" CHECK(planning_required is null or planning_required between 1 and 5),
	CONSTRAINT "user_activity_ratings_risk_level_check" CHECK(risk_level is null or risk_level between 1 and 5),
	CONSTRAINT "user_activity_ratings_impact_check" CHECK(impact is null or impact between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `user_activity_ratings_activity_idx` ON `user_activity_ratings` (`activity_id`);--> statement-breakpoint
CREATE TABLE `feed_cursors` (
	`user_id` text PRIMARY KEY NOT NULL,
	`posts_seen_at` integer,
	`blogs_seen_at` integer,
	`following_seen_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `hashtags` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`post_count` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hashtags_count_check" CHECK(post_count >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hashtags_name_unique` ON `hashtags` (`name`);--> statement-breakpoint
CREATE INDEX `hashtags_post_count_idx` ON `hashtags` (`post_count`);--> statement-breakpoint
CREATE TABLE `post_analytics` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`views_count` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_analytics_post_id_unique` ON `post_analytics` (`post_id`);--> statement-breakpoint
CREATE TABLE `post_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`parent_id` text,
	`content` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "post_comments_content_check" CHECK(length(trim(content)) > 0)
);
--> statement-breakpoint
CREATE INDEX `post_comments_post_created_idx` ON `post_comments` (`post_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `post_comments_user_idx` ON `post_comments` (`user_id`);--> statement-breakpoint
CREATE TABLE `post_hashtags` (
	`post_id` text NOT NULL,
	`hashtag_id` text NOT NULL,
	PRIMARY KEY(`post_id`, `hashtag_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hashtag_id`) REFERENCES `hashtags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_hashtags_tag_idx` ON `post_hashtags` (`hashtag_id`,`post_id`);--> statement-breakpoint
CREATE TABLE `post_likes` (
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_likes_user_idx` ON `post_likes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_saves` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_saves_user_post_idx` ON `post_saves` (`user_id`,`post_id`);--> statement-breakpoint
CREATE INDEX `post_saves_user_created_idx` ON `post_saves` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`user_id` text,
	`share_type` text DEFAULT 'external' NOT NULL,
	`platform` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "post_shares_platform_check" CHECK(platform in ('copy', 'twitter', 'facebook'))
);
--> statement-breakpoint
CREATE INDEX `post_shares_post_idx` ON `post_shares` (`post_id`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`image_url` text,
	`media` text DEFAULT '[]' NOT NULL,
	`activity_id` integer,
	`custom_activity_id` text,
	`status` text DEFAULT 'published' NOT NULL,
	`visibility` text DEFAULT 'public' NOT NULL,
	`location` text,
	`is_quote_post` integer DEFAULT false NOT NULL,
	`quoted_post_id` text,
	`quoted_content` text,
	`likes_count` integer DEFAULT 0 NOT NULL,
	`comments_count` integer DEFAULT 0 NOT NULL,
	`saves_count` integer DEFAULT 0 NOT NULL,
	`shares_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`edited_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`custom_activity_id`) REFERENCES `custom_activities`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "posts_visibility_check" CHECK(visibility in ('public', 'friends', 'private')),
	CONSTRAINT "posts_status_check" CHECK(status in ('published', 'draft')),
	CONSTRAINT "posts_content_check" CHECK(length(content) <= 300),
	CONSTRAINT "posts_counts_check" CHECK(likes_count >= 0 and comments_count >= 0 and saves_count >= 0 and shares_count >= 0)
);
--> statement-breakpoint
CREATE INDEX `posts_visibility_created_idx` ON `posts` (`visibility`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `posts_user_created_idx` ON `posts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `posts_likes_idx` ON `posts` (`likes_count`);--> statement-breakpoint
CREATE TABLE `supplier_ads` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image_url` text,
	`supplier_name` text NOT NULL,
	`cta_label` text NOT NULL,
	`cta_link` text NOT NULL,
	`activity_tags` text DEFAULT '[]' NOT NULL,
	`highlight_discount` text,
	`approved` integer DEFAULT false NOT NULL,
	`priority_level` integer DEFAULT 0 NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `supplier_ads_approved_priority_idx` ON `supplier_ads` (`approved`,`priority_level`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`company` text,
	`category` text NOT NULL,
	`other_category` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`send_copy` integer DEFAULT false NOT NULL,
	`newsletter_signup` integer DEFAULT false NOT NULL,
	`attachment_key` text,
	`user_id` text,
	`status` text DEFAULT 'new' NOT NULL,
	`handled_by` text,
	`handled_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "contact_messages_category_check" CHECK(category in ('technical_support', 'account_issues', 'billing_questions', 'feature_suggestions', 'report_bug', 'partnership', 'press_media', 'other')),
	CONSTRAINT "contact_messages_status_check" CHECK(status in ('new', 'handled'))
);
--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `conversation_members` (
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`other_user_id` text,
	`unread_count` integer DEFAULT 0 NOT NULL,
	`last_read_seq` integer DEFAULT 0 NOT NULL,
	`last_message_at` integer,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "conversation_members_unread_check" CHECK(unread_count >= 0)
);
--> statement-breakpoint
CREATE INDEX `conversation_members_user_recent_idx` ON `conversation_members` (`user_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`last_seq` integer DEFAULT 0 NOT NULL,
	`last_message_text` text,
	`last_sender_id` text,
	`last_message_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`seq` integer NOT NULL,
	`sender_id` text,
	`receiver_id` text,
	`message_text` text NOT NULL,
	`client_id` text NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`receiver_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "messages_text_check" CHECK(length(message_text) between 1 and 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_conversation_seq_idx` ON `messages` (`conversation_id`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `messages_conversation_client_idx` ON `messages` (`conversation_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `messages_receiver_unread_idx` ON `messages` (`receiver_id`,`read`);--> statement-breakpoint
CREATE TABLE `moderation_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`action_type` text NOT NULL,
	`reason` text NOT NULL,
	`notes` text,
	`target_user_id` text NOT NULL,
	`post_id` text,
	`report_id` text,
	`moderator_user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`moderator_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "moderation_actions_type_check" CHECK(action_type in ('warning', 'post_removal', 'suspension', 'ban')),
	CONSTRAINT "moderation_actions_reason_check" CHECK(length(trim(reason)) > 0)
);
--> statement-breakpoint
CREATE INDEX `moderation_actions_target_idx` ON `moderation_actions` (`target_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `moderation_actions_created_idx` ON `moderation_actions` (`created_at`);--> statement-breakpoint
CREATE TABLE `moderation_appeals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`related_action_id` text NOT NULL,
	`related_post_id` text,
	`message` text NOT NULL,
	`moderator_question` text,
	`user_answer` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`moderator_response` text,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`related_action_id`) REFERENCES `moderation_actions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "moderation_appeals_status_check" CHECK(status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `moderation_appeals_related_action_id_unique` ON `moderation_appeals` (`related_action_id`);--> statement-breakpoint
CREATE INDEX `moderation_appeals_created_idx` ON `moderation_appeals` (`created_at`);--> statement-breakpoint
CREATE TABLE `moderation_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`receiver_id` text NOT NULL,
	`sender_id` text,
	`action_id` text,
	`message_text` text NOT NULL,
	`is_system` integer DEFAULT false NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`receiver_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`action_id`) REFERENCES `moderation_actions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `moderation_messages_receiver_idx` ON `moderation_messages` (`receiver_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`post_id` text,
	`target_user_id` text,
	`reason` text NOT NULL,
	`extra_notes` text,
	`content_snapshot` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`post_visibility` text,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reports_target_type_check" CHECK(target_type in ('post', 'comment', 'blog', 'blog_comment', 'custom_activity', 'profile', 'message')),
	CONSTRAINT "reports_status_check" CHECK(status in ('pending', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_reporter_target_idx` ON `reports` (`reporter_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_suspensions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`action_id` text,
	`reason` text NOT NULL,
	`start_date` integer NOT NULL,
	`end_date` integer NOT NULL,
	`lifted_at` integer,
	`created_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`action_id`) REFERENCES `moderation_actions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_suspensions_user_idx` ON `user_suspensions` (`user_id`,`end_date`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text,
	`username` text NOT NULL,
	`avatar_url` text,
	`age` integer,
	`country` text,
	`gender_identity` text,
	`preferred_pronouns` text,
	`location` text,
	`phone_number` text,
	`occupation` text,
	`language_preferences` text DEFAULT '[]' NOT NULL,
	`timezone` text,
	`interests` text DEFAULT '[]' NOT NULL,
	`health_considerations` text DEFAULT '[]' NOT NULL,
	`activity_types` text DEFAULT '[]' NOT NULL,
	`time_availability` text DEFAULT '[]' NOT NULL,
	`coaching_style` text,
	`newsletter` integer DEFAULT false NOT NULL,
	`tier` text DEFAULT 'free' NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_moderator` integer DEFAULT false NOT NULL,
	`is_suspended` integer DEFAULT false NOT NULL,
	`suspension_end_date` integer,
	`is_banned` integer DEFAULT false NOT NULL,
	`followers_count` integer DEFAULT 0 NOT NULL,
	`following_count` integer DEFAULT 0 NOT NULL,
	`posts_count` integer DEFAULT 0 NOT NULL,
	`profile_bio` text,
	`notification_preferences` text NOT NULL,
	`privacy_settings` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "profiles_tier_check" CHECK(tier in ('free', 'premium', 'pro')),
	CONSTRAINT "profiles_role_check" CHECK(role in ('user', 'admin', 'superAdmin', 'moderator', 'modManager', 'supplier', 'trustedSupplier')),
	CONSTRAINT "profiles_gender_check" CHECK(gender_identity is null or gender_identity in ('male', 'female', 'non_binary', 'prefer_not_to_say', 'other')),
	CONSTRAINT "profiles_age_check" CHECK(age is null or age between 13 and 120)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_username_lower_idx` ON `profiles` (lower("username"));--> statement-breakpoint
CREATE INDEX `profiles_created_idx` ON `profiles` (`created_at`);--> statement-breakpoint
CREATE TABLE `user_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`view_mode` text DEFAULT 'normal' NOT NULL,
	`search_preferences` text DEFAULT '{}' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_preferences_view_mode_check" CHECK(view_mode in ('compact', 'normal', 'large'))
);
--> statement-breakpoint
CREATE TABLE `follows` (
	`id` text PRIMARY KEY NOT NULL,
	`follower_id` text NOT NULL,
	`following_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`follower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`following_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "follows_status_check" CHECK(status in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "follows_not_self_check" CHECK(follower_id <> following_id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `follows_pair_idx` ON `follows` (`follower_id`,`following_id`);--> statement-breakpoint
CREATE INDEX `follows_following_status_idx` ON `follows` (`following_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `follows_follower_status_idx` ON `follows` (`follower_id`,`status`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`actor_id` text,
	`type` text NOT NULL,
	`entity_id` text,
	`data` text DEFAULT '{}' NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_type_check" CHECK(type in ('follow_request', 'follow_accepted', 'new_follower', 'post_like', 'post_comment', 'comment_reply', 'mention', 'blog_comment', 'new_message', 'moderation_message', 'appeal_decision'))
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`read`);--> statement-breakpoint
CREATE TABLE `user_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`blocker_id` text NOT NULL,
	`blocked_id` text NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`blocker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_blocks_not_self_check" CHECK(blocker_id <> blocked_id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_blocks_pair_idx` ON `user_blocks` (`blocker_id`,`blocked_id`);--> statement-breakpoint
CREATE INDEX `user_blocks_blocked_idx` ON `user_blocks` (`blocked_id`);
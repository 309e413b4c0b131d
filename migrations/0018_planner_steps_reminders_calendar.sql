CREATE TABLE `calendar_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE TABLE `list_item_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`item_id` text NOT NULL,
	`user_id` text NOT NULL,
	`position` integer NOT NULL,
	`text` text NOT NULL,
	`done` integer DEFAULT false NOT NULL,
	`done_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `user_activities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "list_item_steps_text_check" CHECK(length(text) between 1 and 200)
);
--> statement-breakpoint
CREATE INDEX `list_item_steps_user_idx` ON `list_item_steps` (`user_id`,`item_id`,`position`);--> statement-breakpoint
CREATE INDEX `list_item_steps_item_idx` ON `list_item_steps` (`item_id`,`position`);--> statement-breakpoint
CREATE TABLE `list_reminders` (
	`item_id` text NOT NULL,
	`kind` text NOT NULL,
	`target_date` text NOT NULL,
	`run_id` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`item_id`, `kind`, `target_date`),
	FOREIGN KEY (`item_id`) REFERENCES `user_activities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "list_reminders_kind_check" CHECK(kind in ('week', 'day', 'overdue'))
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
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
	CONSTRAINT "notifications_type_check" CHECK(type in ('follow_request', 'follow_accepted', 'new_follower', 'post_like', 'post_comment', 'comment_reply', 'mention', 'blog_comment', 'blog_coauthor', 'new_message', 'moderation_message', 'appeal_decision', 'list_reminder'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "actor_id", "type", "entity_id", "data", "read", "created_at") SELECT "id", "user_id", "actor_id", "type", "entity_id", "data", "read", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`read`);--> statement-breakpoint
ALTER TABLE `user_activities` ADD `reminders` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `user_activities_due_idx` ON `user_activities` (`target_date`,`id`) WHERE target_date is not null and status <> 'completed' and reminders = 1;
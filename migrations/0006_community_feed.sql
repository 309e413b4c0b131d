CREATE TABLE `post_views` (
	`post_id` text NOT NULL,
	`session_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`post_id`, `session_key`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_comments_created_idx` ON `post_comments` (`created_at`);--> statement-breakpoint
CREATE INDEX `post_likes_created_idx` ON `post_likes` (`created_at`);--> statement-breakpoint
CREATE INDEX `posts_status_created_idx` ON `posts` (`status`,`created_at`);
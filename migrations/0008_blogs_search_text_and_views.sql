CREATE TABLE `blog_views` (
	`blog_id` text NOT NULL,
	`viewer_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`blog_id`, `viewer_key`),
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `blogs` ADD `search_text` text DEFAULT '' NOT NULL;
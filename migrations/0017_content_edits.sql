CREATE TABLE `content_edits` (
	`id` text PRIMARY KEY NOT NULL,
	`content_type` text NOT NULL,
	`content_id` text NOT NULL,
	`owner_id` text,
	`editor_id` text,
	`previous` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`editor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "content_edits_type_check" CHECK(content_type in ('post', 'blog'))
);
--> statement-breakpoint
CREATE INDEX `content_edits_content_idx` ON `content_edits` (`content_type`,`content_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `content_edits_created_idx` ON `content_edits` (`created_at`);
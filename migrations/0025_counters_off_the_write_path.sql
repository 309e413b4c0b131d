CREATE TABLE `counter_flushes` (
	`flush_id` text PRIMARY KEY NOT NULL,
	`applied_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `counter_flushes_applied_idx` ON `counter_flushes` (`applied_at`);--> statement-breakpoint
CREATE TABLE `maintenance_cursors` (
	`name` text PRIMARY KEY NOT NULL,
	`cursor` text NOT NULL
);
--> statement-breakpoint
DROP TABLE `blog_views`;--> statement-breakpoint
DROP TABLE `post_views`;
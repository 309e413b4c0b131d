CREATE TABLE `counter_sequences` (
	`key` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `maintenance_cursors` (
	`name` text PRIMARY KEY NOT NULL,
	`cursor` text NOT NULL
);
--> statement-breakpoint
DROP TABLE `blog_views`;--> statement-breakpoint
DROP TABLE `post_views`;
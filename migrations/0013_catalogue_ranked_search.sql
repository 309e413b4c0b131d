CREATE TABLE `search_stems` (
	`stem` text PRIMARY KEY NOT NULL,
	`docs` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `activities` ADD `search_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `activities` ADD `search_body` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `activities` ADD `search_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `activities_search_version_idx` ON `activities` (`search_version`);
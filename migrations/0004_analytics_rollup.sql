CREATE TABLE `search_query_daily` (
	`day` text NOT NULL,
	`query` text NOT NULL,
	`staff_or_bot` integer NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`zero_results` integer DEFAULT 0 NOT NULL,
	`total_results` integer DEFAULT 0 NOT NULL,
	`total_time_ms` real DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `query`, `staff_or_bot`)
);
--> statement-breakpoint
CREATE INDEX `search_query_daily_query_idx` ON `search_query_daily` (`query`,`day`);
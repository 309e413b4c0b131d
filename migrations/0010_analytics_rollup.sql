-- WITHOUT ROWID (added by hand): rows live in primary key order, so a range of days is one
-- contiguous read with no lookups.
CREATE TABLE `search_daily` (
	`day` text NOT NULL,
	`staff_or_bot` integer NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`zero_results` integer DEFAULT 0 NOT NULL,
	`total_results` integer DEFAULT 0 NOT NULL,
	`total_time_ms` real DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `staff_or_bot`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `search_query_daily` (
	`day` text NOT NULL,
	`staff_or_bot` integer NOT NULL,
	`query` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`zero_results` integer DEFAULT 0 NOT NULL,
	`total_results` integer DEFAULT 0 NOT NULL,
	`total_time_ms` real DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `staff_or_bot`, `query`)
) WITHOUT ROWID;

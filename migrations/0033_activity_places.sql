CREATE TABLE `activity_places` (
	`activity_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`region` text,
	`country` text NOT NULL,
	`division` text,
	`continent` text NOT NULL,
	`lat` real NOT NULL,
	`lon` real NOT NULL,
	`name_key` text NOT NULL,
	`region_key` text,
	PRIMARY KEY(`activity_id`, `position`),
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "activity_places_lat_check" CHECK(lat between -90 and 90),
	CONSTRAINT "activity_places_lon_check" CHECK(lon between -180 and 180),
	CONSTRAINT "activity_places_country_check" CHECK(length(country) = 2)
);
--> statement-breakpoint
CREATE INDEX `activity_places_country_idx` ON `activity_places` (`country`,`activity_id`);--> statement-breakpoint
CREATE INDEX `activity_places_continent_idx` ON `activity_places` (`continent`,`activity_id`);--> statement-breakpoint
CREATE INDEX `activity_places_lat_idx` ON `activity_places` (`lat`);--> statement-breakpoint
CREATE INDEX `activity_places_name_idx` ON `activity_places` (`name_key`);--> statement-breakpoint
CREATE INDEX `activity_places_region_idx` ON `activity_places` (`region_key`);--> statement-breakpoint
ALTER TABLE `activities` ADD `picture` text;
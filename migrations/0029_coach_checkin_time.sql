ALTER TABLE `coach_settings` ADD `checkin_day` integer;--> statement-breakpoint
ALTER TABLE `coach_settings` ADD `checkin_time` text;
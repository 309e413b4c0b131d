ALTER TABLE `coach_messages` ADD `memory` text;--> statement-breakpoint
ALTER TABLE `coach_reminders` ADD `step_id` text;--> statement-breakpoint
ALTER TABLE `coach_reminders` ADD `remind_at` text DEFAULT '09:00' NOT NULL;
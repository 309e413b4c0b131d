CREATE TABLE `coach_checkins` (
	`user_id` text NOT NULL,
	`week` text NOT NULL,
	`sent_at` integer NOT NULL,
	`run_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coach_checkins_user_week_idx` ON `coach_checkins` (`user_id`,`week`);--> statement-breakpoint
CREATE TABLE `coach_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`text` text NOT NULL,
	`cards` text DEFAULT '[]' NOT NULL,
	`suggestions` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coach_messages_role_check" CHECK(role in ('member', 'coach'))
);
--> statement-breakpoint
CREATE INDEX `coach_messages_user_created_idx` ON `coach_messages` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `coach_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`item_id` text,
	`about` text NOT NULL,
	`remind_on` text NOT NULL,
	`sent_at` integer,
	`run_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `user_activities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `coach_reminders_due_idx` ON `coach_reminders` (`remind_on`,`sent_at`);--> statement-breakpoint
CREATE TABLE `coach_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`weekly_checkin` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`actor_id` text,
	`type` text NOT NULL,
	`entity_id` text,
	`data` text DEFAULT '{}' NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_type_check" CHECK(type in ('follow_request', 'follow_accepted', 'new_follower', 'post_like', 'post_comment', 'comment_reply', 'mention', 'blog_comment', 'blog_coauthor', 'new_message', 'moderation_message', 'appeal_decision', 'list_reminder', 'security_alert', 'coach_checkin', 'coach_reminder'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "actor_id", "type", "entity_id", "data", "read", "created_at") SELECT "id", "user_id", "actor_id", "type", "entity_id", "data", "read", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`read`);--> statement-breakpoint
ALTER TABLE `list_item_steps` ADD `due_date` text;
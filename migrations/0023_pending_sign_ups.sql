CREATE TABLE `pending_sign_ups` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`details` text NOT NULL,
	`avatar_key` text,
	`token_expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_sign_ups_token_hash_unique` ON `pending_sign_ups` (`token_hash`);--> statement-breakpoint
CREATE INDEX `pending_sign_ups_email_idx` ON `pending_sign_ups` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `profiles_avatar_idx` ON `profiles` (`avatar_url`);
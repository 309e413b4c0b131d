CREATE TABLE `user_mutes` (
	`muter_id` text NOT NULL,
	`muted_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`muter_id`, `muted_id`),
	FOREIGN KEY (`muter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`muted_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_mutes_not_self_check" CHECK(muter_id <> muted_id)
);
--> statement-breakpoint
CREATE INDEX `user_mutes_muted_idx` ON `user_mutes` (`muted_id`);
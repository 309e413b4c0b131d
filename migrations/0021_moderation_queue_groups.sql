CREATE TABLE `moderation_lifts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`target_user_id` text NOT NULL,
	`reason` text NOT NULL,
	`moderator_user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`moderator_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "moderation_lifts_kind_check" CHECK(kind in ('suspension', 'ban'))
);
--> statement-breakpoint
CREATE INDEX `moderation_lifts_target_idx` ON `moderation_lifts` (`target_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `report_targets` (
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`target_user_id` text,
	`post_id` text,
	`pending_count` integer NOT NULL,
	`latest_at` integer,
	PRIMARY KEY(`target_type`, `target_id`)
);
--> statement-breakpoint
CREATE INDEX `report_targets_pending_idx` ON `report_targets` (`latest_at`,`target_type`,`target_id`) WHERE pending_count > 0;--> statement-breakpoint
CREATE INDEX `report_targets_type_pending_idx` ON `report_targets` (`target_type`,`latest_at`,`target_id`) WHERE pending_count > 0;--> statement-breakpoint
CREATE INDEX `reports_target_status_created_idx` ON `reports` (`target_type`,`target_id`,`status`,`created_at`);--> statement-breakpoint
INSERT INTO `report_targets` (`target_type`, `target_id`, `target_user_id`, `post_id`, `pending_count`, `latest_at`)
SELECT `target_type`, `target_id`, max(`target_user_id`), max(`post_id`), sum(`status` = 'pending'),
  max(CASE WHEN `status` = 'pending' THEN `created_at` END)
FROM `reports` GROUP BY `target_type`, `target_id`;
--> statement-breakpoint
CREATE TRIGGER `reports_group_after_insert` AFTER INSERT ON `reports` BEGIN
  INSERT INTO `report_targets` (`target_type`, `target_id`, `target_user_id`, `post_id`, `pending_count`, `latest_at`)
  VALUES (new.`target_type`, new.`target_id`, new.`target_user_id`, new.`post_id`,
    (SELECT count(*) FROM `reports` WHERE `target_type` = new.`target_type` AND `target_id` = new.`target_id` AND `status` = 'pending'),
    (SELECT max(`created_at`) FROM `reports` WHERE `target_type` = new.`target_type` AND `target_id` = new.`target_id` AND `status` = 'pending'))
  ON CONFLICT (`target_type`, `target_id`) DO UPDATE SET
    `pending_count` = excluded.`pending_count`, `latest_at` = excluded.`latest_at`,
    `target_user_id` = coalesce(excluded.`target_user_id`, `report_targets`.`target_user_id`),
    `post_id` = coalesce(excluded.`post_id`, `report_targets`.`post_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `reports_group_after_update` AFTER UPDATE OF `status` ON `reports` BEGIN
  UPDATE `report_targets` SET
    `pending_count` = (SELECT count(*) FROM `reports` WHERE `target_type` = new.`target_type` AND `target_id` = new.`target_id` AND `status` = 'pending'),
    `latest_at` = (SELECT max(`created_at`) FROM `reports` WHERE `target_type` = new.`target_type` AND `target_id` = new.`target_id` AND `status` = 'pending')
  WHERE `target_type` = new.`target_type` AND `target_id` = new.`target_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reports_group_after_delete` AFTER DELETE ON `reports` BEGIN
  UPDATE `report_targets` SET
    `pending_count` = (SELECT count(*) FROM `reports` WHERE `target_type` = old.`target_type` AND `target_id` = old.`target_id` AND `status` = 'pending'),
    `latest_at` = (SELECT max(`created_at`) FROM `reports` WHERE `target_type` = old.`target_type` AND `target_id` = old.`target_id` AND `status` = 'pending')
  WHERE `target_type` = old.`target_type` AND `target_id` = old.`target_id`;
END;

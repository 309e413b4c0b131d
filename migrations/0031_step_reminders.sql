CREATE TABLE `list_step_reminders` (
	`step_id` text NOT NULL,
	`kind` text NOT NULL,
	`due_date` text NOT NULL,
	`run_id` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`step_id`, `kind`, `due_date`),
	FOREIGN KEY (`step_id`) REFERENCES `list_item_steps`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "list_step_reminders_kind_check" CHECK(kind in ('tomorrow', 'today', 'overdue'))
);
--> statement-breakpoint
CREATE INDEX `list_item_steps_due_idx` ON `list_item_steps` (`due_date`,`id`) WHERE due_date is not null and done = 0;
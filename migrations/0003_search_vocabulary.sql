CREATE TABLE `search_vocabulary` (
	`term` text PRIMARY KEY NOT NULL,
	`docs` integer NOT NULL
);

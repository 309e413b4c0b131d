CREATE TABLE `local_oidc_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`code_challenge` text,
	`scope` text NOT NULL,
	`sub` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer NOT NULL,
	`name` text NOT NULL,
	`expires_at` integer NOT NULL
);

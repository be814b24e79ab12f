CREATE TABLE `revoked_sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`revoked_at` integer NOT NULL
);

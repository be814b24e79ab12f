CREATE TABLE `daily_par` (
	`game` text NOT NULL,
	`date` text NOT NULL,
	`seed` text NOT NULL,
	`points` integer NOT NULL,
	`place` integer NOT NULL,
	`actions` integer NOT NULL,
	`computed_at` integer NOT NULL,
	PRIMARY KEY(`game`, `date`)
);
--> statement-breakpoint
CREATE TABLE `replay_comparisons` (
	`table_id` text NOT NULL,
	`match_no` integer NOT NULL,
	`computed_at` integer NOT NULL,
	`result` text NOT NULL,
	PRIMARY KEY(`table_id`, `match_no`)
);

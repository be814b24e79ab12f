CREATE TABLE `replays` (
	`table_id` text NOT NULL,
	`match_no` integer NOT NULL,
	`game` text NOT NULL,
	`mode` text NOT NULL,
	`daily_date` text,
	`finished_at` integer NOT NULL,
	`players` text NOT NULL,
	`record` text NOT NULL,
	PRIMARY KEY(`table_id`, `match_no`)
);

CREATE TABLE `achievements` (
	`player_id` text NOT NULL,
	`game` text NOT NULL,
	`achievement` text NOT NULL,
	`count` integer NOT NULL,
	`first_at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `game`, `achievement`),
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `daily_attempts` (
	`player_id` text NOT NULL,
	`game` text NOT NULL,
	`date` text NOT NULL,
	`table_id` text NOT NULL,
	`started_at` integer NOT NULL,
	`status` text NOT NULL,
	`finished_at` integer,
	`points` integer,
	`place` integer,
	`streak` integer NOT NULL,
	PRIMARY KEY(`player_id`, `game`, `date`),
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `daily_list` ON `daily_attempts` (`game`,`date`,`status`,`points`);--> statement-breakpoint
CREATE TABLE `leaderboard_totals` (
	`game` text NOT NULL,
	`period` text NOT NULL,
	`player_id` text NOT NULL,
	`points` integer NOT NULL,
	`games` integer NOT NULL,
	`wins` integer NOT NULL,
	PRIMARY KEY(`game`, `period`, `player_id`),
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `leaderboard_rank` ON `leaderboard_totals` (`game`,`period`,`points`);--> statement-breakpoint
CREATE TABLE `ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`player_id` text NOT NULL,
	`amount` integer NOT NULL,
	`kind` text NOT NULL,
	`table_id` text,
	`match_no` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_key` ON `ledger` (`key`);--> statement-breakpoint
CREATE INDEX `ledger_player` ON `ledger` (`player_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer,
	`balance` integer DEFAULT 100 NOT NULL,
	CONSTRAINT "balance_not_negative" CHECK("players"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE `records` (
	`player_id` text NOT NULL,
	`game` text NOT NULL,
	`setting` text NOT NULL,
	`best` integer NOT NULL,
	`table_id` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `game`, `setting`),
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `records_rank` ON `records` (`game`,`setting`,`best`);--> statement-breakpoint
CREATE TABLE `results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_id` text NOT NULL,
	`match_no` integer NOT NULL,
	`seat` integer NOT NULL,
	`player_id` text NOT NULL,
	`game` text NOT NULL,
	`mode` text NOT NULL,
	`date` text NOT NULL,
	`finished_at` integer NOT NULL,
	`points` integer NOT NULL,
	`place` integer NOT NULL,
	`seats` integer NOT NULL,
	`leaderboard_points` integer NOT NULL,
	`left` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `results_key` ON `results` (`table_id`,`match_no`,`seat`);--> statement-breakpoint
CREATE INDEX `results_player` ON `results` (`player_id`,`game`,`finished_at`);--> statement-breakpoint
CREATE INDEX `results_game_time` ON `results` (`game`,`finished_at`);--> statement-breakpoint
CREATE TABLE `streaks` (
	`player_id` text NOT NULL,
	`game` text NOT NULL,
	`current` integer NOT NULL,
	`best` integer NOT NULL,
	`last_date` text NOT NULL,
	PRIMARY KEY(`player_id`, `game`),
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `transfer_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `transfer_player` ON `transfer_codes` (`player_id`);
CREATE TABLE `table_sockets` (
	`player_id` text NOT NULL,
	`table_id` text NOT NULL,
	`opened_at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `table_id`)
);
--> statement-breakpoint
CREATE INDEX `table_sockets_opened` ON `table_sockets` (`opened_at`);
CREATE TABLE `rating_guard` (
	`stale` integer NOT NULL,
	CONSTRAINT "rating_read_is_current" CHECK("rating_guard"."stale" = 0)
);
--> statement-breakpoint
CREATE TABLE `ratings` (
	`player_id` text NOT NULL,
	`game` text NOT NULL,
	`rating` real NOT NULL,
	`rd` real NOT NULL,
	`volatility` real NOT NULL,
	`games` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `game`),
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ratings_rank` ON `ratings` (`game`,`rating`);--> statement-breakpoint
ALTER TABLE `results` ADD `rating_before` real;--> statement-breakpoint
ALTER TABLE `results` ADD `rating_after` real;
ALTER TABLE `achievements` ADD `streak` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `achievements` ADD `best_streak` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Earlier achievements were earned at least once: a best streak of at least 1 (the current one is unknown).
UPDATE `achievements` SET `best_streak` = 1 WHERE `count` > 0;

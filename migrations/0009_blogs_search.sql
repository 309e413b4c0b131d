-- Full-text search over blogs: title, subtitle and the plain text of the content. Blog ids are
-- text, so the index keeps its own copy with the id UNINDEXED and triggers keep it in step.
-- FTS5 tables cannot be exported with `wrangler d1 export`: rebuild with the INSERT below.
CREATE VIRTUAL TABLE `blogs_fts` USING fts5(
  `blog_id` UNINDEXED, `title`, `subtitle`, `body`,
  tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `blogs_fts`(`blog_id`, `title`, `subtitle`, `body`)
  SELECT `id`, `title`, coalesce(`subtitle`, ''), `search_text` FROM `blogs`;
--> statement-breakpoint
CREATE TRIGGER `blogs_fts_insert` AFTER INSERT ON `blogs` BEGIN
  INSERT INTO `blogs_fts`(`blog_id`, `title`, `subtitle`, `body`) VALUES (new.`id`, new.`title`, coalesce(new.`subtitle`, ''), new.`search_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `blogs_fts_delete` AFTER DELETE ON `blogs` BEGIN
  DELETE FROM `blogs_fts` WHERE `blog_id` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `blogs_fts_update` AFTER UPDATE OF `title`, `subtitle`, `search_text` ON `blogs` BEGIN
  DELETE FROM `blogs_fts` WHERE `blog_id` = old.`id`;
  INSERT INTO `blogs_fts`(`blog_id`, `title`, `subtitle`, `body`) VALUES (new.`id`, new.`title`, coalesce(new.`subtitle`, ''), new.`search_text`);
END;

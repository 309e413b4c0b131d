-- The ranked catalogue index. It reads search_name (title and display title) and search_body
-- (description and categories), which the Worker writes already normalised and stemmed
-- (worker/features/catalogue/search-text.ts); rows written before this migration have empty
-- columns and search_version 0 until the Worker writes them again (decision 008).
-- Like every FTS5 table it is left out of `wrangler d1 export`: rebuild it after a restore with
-- INSERT INTO catalogue_fts(catalogue_fts) VALUES('rebuild').
CREATE VIRTUAL TABLE `catalogue_fts` USING fts5(
  `search_name`, `search_body`,
  content='activities', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `catalogue_fts`(`catalogue_fts`) VALUES('rebuild');
--> statement-breakpoint
CREATE TRIGGER `catalogue_fts_insert` AFTER INSERT ON `activities` BEGIN
  INSERT INTO `catalogue_fts`(rowid, `search_name`, `search_body`) VALUES (new.`id`, new.`search_name`, new.`search_body`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_fts_delete` AFTER DELETE ON `activities` BEGIN
  INSERT INTO `catalogue_fts`(`catalogue_fts`, rowid, `search_name`, `search_body`) VALUES ('delete', old.`id`, old.`search_name`, old.`search_body`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_fts_update` AFTER UPDATE OF `search_name`, `search_body` ON `activities` BEGIN
  INSERT INTO `catalogue_fts`(`catalogue_fts`, rowid, `search_name`, `search_body`) VALUES ('delete', old.`id`, old.`search_name`, old.`search_body`);
  INSERT INTO `catalogue_fts`(rowid, `search_name`, `search_body`) VALUES (new.`id`, new.`search_name`, new.`search_body`);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalogue_vocab` USING fts5vocab(`catalogue_fts`, 'row');
--> statement-breakpoint
-- The word index for suggestions and spelling now holds display titles too, with prefix indexes
-- for the 2- and 3-letter starts that suggestions look up.
DROP TRIGGER `activities_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `activities_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `activities_fts_update`;
--> statement-breakpoint
DROP TABLE `activities_vocab`;
--> statement-breakpoint
DROP TABLE `activities_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `activities_fts` USING fts5(
  `title`, `display_title`, `search_text`,
  content='activities', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3'
);
--> statement-breakpoint
INSERT INTO `activities_fts`(`activities_fts`) VALUES('rebuild');
--> statement-breakpoint
CREATE TRIGGER `activities_fts_insert` AFTER INSERT ON `activities` BEGIN
  INSERT INTO `activities_fts`(rowid, `title`, `display_title`, `search_text`) VALUES (new.`id`, new.`title`, new.`display_title`, new.`search_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `activities_fts_delete` AFTER DELETE ON `activities` BEGIN
  INSERT INTO `activities_fts`(`activities_fts`, rowid, `title`, `display_title`, `search_text`) VALUES ('delete', old.`id`, old.`title`, old.`display_title`, old.`search_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `activities_fts_update` AFTER UPDATE OF `title`, `display_title`, `search_text` ON `activities` BEGIN
  INSERT INTO `activities_fts`(`activities_fts`, rowid, `title`, `display_title`, `search_text`) VALUES ('delete', old.`id`, old.`title`, old.`display_title`, old.`search_text`);
  INSERT INTO `activities_fts`(rowid, `title`, `display_title`, `search_text`) VALUES (new.`id`, new.`title`, new.`display_title`, new.`search_text`);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `activities_vocab` USING fts5vocab(`activities_fts`, 'row');
--> statement-breakpoint
-- Typo candidates now come from the vocabulary the Worker holds in memory (decision 008).
DROP TABLE `search_terms`;

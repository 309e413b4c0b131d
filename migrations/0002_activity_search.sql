-- Full-text search over the catalogue. The index reads title and search_text (plain text) from
-- activities and is kept in step by triggers. FTS5 tables cannot be exported with
-- `wrangler d1 export`: back up table by table and rebuild the index with
-- INSERT INTO activities_fts(activities_fts) VALUES('rebuild').
CREATE VIRTUAL TABLE `activities_fts` USING fts5(
  `title`, `search_text`,
  content='activities', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `activities_fts`(`activities_fts`) VALUES('rebuild');
--> statement-breakpoint
CREATE TRIGGER `activities_fts_insert` AFTER INSERT ON `activities` BEGIN
  INSERT INTO `activities_fts`(rowid, `title`, `search_text`) VALUES (new.`id`, new.`title`, new.`search_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `activities_fts_delete` AFTER DELETE ON `activities` BEGIN
  INSERT INTO `activities_fts`(`activities_fts`, rowid, `title`, `search_text`) VALUES ('delete', old.`id`, old.`title`, old.`search_text`);
END;
--> statement-breakpoint
CREATE TRIGGER `activities_fts_update` AFTER UPDATE OF `title`, `search_text` ON `activities` BEGIN
  INSERT INTO `activities_fts`(`activities_fts`, rowid, `title`, `search_text`) VALUES ('delete', old.`id`, old.`title`, old.`search_text`);
  INSERT INTO `activities_fts`(rowid, `title`, `search_text`) VALUES (new.`id`, new.`title`, new.`search_text`);
END;
--> statement-breakpoint
-- The catalogue's vocabulary, read straight from the index.
CREATE VIRTUAL TABLE `activities_vocab` USING fts5vocab(`activities_fts`, 'row');
--> statement-breakpoint
-- Typo tolerance: vocabulary terms indexed by trigram, so a misspelt word finds the terms that
-- share most of its trigrams; the service then keeps those within the similarity threshold.
-- Refreshed from activities_vocab whenever the catalogue changes.
CREATE VIRTUAL TABLE `search_terms` USING fts5(`term`, `docs` UNINDEXED, tokenize='trigram');

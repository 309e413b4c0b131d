-- Full-text search over community posts, ranked by FTS5's bm25. External content: the index
-- reads `content` from posts by rowid and is kept in step by triggers. Rebuild after a
-- table-by-table restore with INSERT INTO posts_fts(posts_fts) VALUES('rebuild').
CREATE VIRTUAL TABLE `posts_fts` USING fts5(
  `content`,
  content='posts', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `posts_fts`(`posts_fts`) VALUES('rebuild');
--> statement-breakpoint
CREATE TRIGGER `posts_fts_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO `posts_fts`(rowid, `content`) VALUES (new.rowid, new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_delete` AFTER DELETE ON `posts` BEGIN
  INSERT INTO `posts_fts`(`posts_fts`, rowid, `content`) VALUES ('delete', old.rowid, old.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_update` AFTER UPDATE OF `content` ON `posts` BEGIN
  INSERT INTO `posts_fts`(`posts_fts`, rowid, `content`) VALUES ('delete', old.rowid, old.`content`);
  INSERT INTO `posts_fts`(rowid, `content`) VALUES (new.rowid, new.`content`);
END;

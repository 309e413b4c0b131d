-- Keeps search_daily and search_query_daily equal to search_analytics summed per UTC day (and
-- staff-or-bot flag, and normalised query). A redelivered queue batch inserts nothing (ON CONFLICT
-- DO NOTHING), so it fires nothing either: the rollups stay exact.
CREATE TRIGGER `search_analytics_rollup_insert` AFTER INSERT ON `search_analytics` BEGIN
  INSERT INTO `search_daily` (`day`, `staff_or_bot`, `searches`, `zero_results`, `total_results`, `total_time_ms`, `clicks`)
  VALUES (strftime('%Y-%m-%d', new.`created_at` / 1000, 'unixepoch'), (new.`is_staff` OR new.`is_bot`), 1, (new.`results_count` = 0), new.`results_count`, new.`search_time_ms`, (new.`clicked_activity_id` IS NOT NULL))
  ON CONFLICT (`day`, `staff_or_bot`) DO UPDATE SET
    `searches` = `searches` + 1,
    `zero_results` = `zero_results` + excluded.`zero_results`,
    `total_results` = `total_results` + excluded.`total_results`,
    `total_time_ms` = `total_time_ms` + excluded.`total_time_ms`,
    `clicks` = `clicks` + excluded.`clicks`;
  INSERT INTO `search_query_daily` (`day`, `staff_or_bot`, `query`, `searches`, `zero_results`, `total_results`, `total_time_ms`, `clicks`)
  VALUES (strftime('%Y-%m-%d', new.`created_at` / 1000, 'unixepoch'), (new.`is_staff` OR new.`is_bot`), lower(trim(new.`query`)), 1, (new.`results_count` = 0), new.`results_count`, new.`search_time_ms`, (new.`clicked_activity_id` IS NOT NULL))
  ON CONFLICT (`day`, `staff_or_bot`, `query`) DO UPDATE SET
    `searches` = `searches` + 1,
    `zero_results` = `zero_results` + excluded.`zero_results`,
    `total_results` = `total_results` + excluded.`total_results`,
    `total_time_ms` = `total_time_ms` + excluded.`total_time_ms`,
    `clicks` = `clicks` + excluded.`clicks`;
END;
--> statement-breakpoint
-- Only the first click on a search counts: a search either led somewhere or it did not.
CREATE TRIGGER `search_analytics_rollup_click` AFTER UPDATE OF `clicked_activity_id` ON `search_analytics`
WHEN old.`clicked_activity_id` IS NULL AND new.`clicked_activity_id` IS NOT NULL BEGIN
  UPDATE `search_daily` SET `clicks` = `clicks` + 1
  WHERE `day` = strftime('%Y-%m-%d', new.`created_at` / 1000, 'unixepoch') AND `staff_or_bot` = (new.`is_staff` OR new.`is_bot`);
  UPDATE `search_query_daily` SET `clicks` = `clicks` + 1
  WHERE `day` = strftime('%Y-%m-%d', new.`created_at` / 1000, 'unixepoch') AND `staff_or_bot` = (new.`is_staff` OR new.`is_bot`) AND `query` = lower(trim(new.`query`));
END;
--> statement-breakpoint
-- The retention purge deletes old rows; the rollups follow it exactly.
CREATE TRIGGER `search_analytics_rollup_delete` AFTER DELETE ON `search_analytics` BEGIN
  UPDATE `search_daily` SET
    `searches` = `searches` - 1,
    `zero_results` = `zero_results` - (old.`results_count` = 0),
    `total_results` = `total_results` - old.`results_count`,
    `total_time_ms` = `total_time_ms` - old.`search_time_ms`,
    `clicks` = `clicks` - (old.`clicked_activity_id` IS NOT NULL)
  WHERE `day` = strftime('%Y-%m-%d', old.`created_at` / 1000, 'unixepoch') AND `staff_or_bot` = (old.`is_staff` OR old.`is_bot`);
  UPDATE `search_query_daily` SET
    `searches` = `searches` - 1,
    `zero_results` = `zero_results` - (old.`results_count` = 0),
    `total_results` = `total_results` - old.`results_count`,
    `total_time_ms` = `total_time_ms` - old.`search_time_ms`,
    `clicks` = `clicks` - (old.`clicked_activity_id` IS NOT NULL)
  WHERE `day` = strftime('%Y-%m-%d', old.`created_at` / 1000, 'unixepoch') AND `staff_or_bot` = (old.`is_staff` OR old.`is_bot`) AND `query` = lower(trim(old.`query`));
END;
--> statement-breakpoint
INSERT INTO `search_daily` (`day`, `staff_or_bot`, `searches`, `zero_results`, `total_results`, `total_time_ms`, `clicks`)
SELECT strftime('%Y-%m-%d', sa.`created_at` / 1000, 'unixepoch'), (sa.`is_staff` OR sa.`is_bot`), count(*), sum(sa.`results_count` = 0), sum(sa.`results_count`), sum(sa.`search_time_ms`), count(sa.`clicked_activity_id`)
FROM `search_analytics` sa GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO `search_query_daily` (`day`, `staff_or_bot`, `query`, `searches`, `zero_results`, `total_results`, `total_time_ms`, `clicks`)
SELECT strftime('%Y-%m-%d', sa.`created_at` / 1000, 'unixepoch'), (sa.`is_staff` OR sa.`is_bot`), lower(trim(sa.`query`)), count(*), sum(sa.`results_count` = 0), sum(sa.`results_count`), sum(sa.`search_time_ms`), count(sa.`clicked_activity_id`)
FROM `search_analytics` sa GROUP BY 1, 2, 3;

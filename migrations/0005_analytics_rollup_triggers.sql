-- Keeps search_query_daily equal to search_analytics summed per UTC day, normalised query and
-- staff-or-bot flag. A redelivered queue batch inserts nothing (ON CONFLICT DO NOTHING), so it
-- fires nothing either: the rollup stays exact.
CREATE TRIGGER `search_analytics_rollup_insert` AFTER INSERT ON `search_analytics` BEGIN
  INSERT INTO `search_query_daily` (`day`, `query`, `staff_or_bot`, `searches`, `zero_results`, `total_results`, `total_time_ms`, `clicks`)
  VALUES (
    strftime('%Y-%m-%d', new.`created_at` / 1000, 'unixepoch'), lower(trim(new.`query`)), (new.`is_staff` OR new.`is_bot`),
    1, (new.`results_count` = 0), new.`results_count`, new.`search_time_ms`, (new.`clicked_activity_id` IS NOT NULL)
  )
  ON CONFLICT (`day`, `query`, `staff_or_bot`) DO UPDATE SET
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
  UPDATE `search_query_daily` SET `clicks` = `clicks` + 1
  WHERE `day` = strftime('%Y-%m-%d', new.`created_at` / 1000, 'unixepoch')
    AND `query` = lower(trim(new.`query`)) AND `staff_or_bot` = (new.`is_staff` OR new.`is_bot`);
END;
--> statement-breakpoint
-- The retention purge removes rows one day at a time; the rollup follows it exactly.
CREATE TRIGGER `search_analytics_rollup_delete` AFTER DELETE ON `search_analytics` BEGIN
  UPDATE `search_query_daily` SET
    `searches` = `searches` - 1,
    `zero_results` = `zero_results` - (old.`results_count` = 0),
    `total_results` = `total_results` - old.`results_count`,
    `total_time_ms` = `total_time_ms` - old.`search_time_ms`,
    `clicks` = `clicks` - (old.`clicked_activity_id` IS NOT NULL)
  WHERE `day` = strftime('%Y-%m-%d', old.`created_at` / 1000, 'unixepoch')
    AND `query` = lower(trim(old.`query`)) AND `staff_or_bot` = (old.`is_staff` OR old.`is_bot`);
END;
--> statement-breakpoint
INSERT INTO `search_query_daily` (`day`, `query`, `staff_or_bot`, `searches`, `zero_results`, `total_results`, `total_time_ms`, `clicks`)
SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), lower(trim(`query`)), (`is_staff` OR `is_bot`),
  count(*), sum(`results_count` = 0), sum(`results_count`), sum(`search_time_ms`), count(`clicked_activity_id`)
FROM `search_analytics` GROUP BY 1, 2, 3;

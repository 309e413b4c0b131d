-- Every activity keeps its text as it was before its first edit (the admin editor records it from
-- now on). Activities never edited get that revision now; for ones already edited, the oldest
-- revision is the oldest state still known.
INSERT INTO `activity_revisions` (`id`, `activity_id`, `title`, `display_title`, `description`, `image_url`, `category_tags`, `cost`, `time`, `solo_social`, `indoor_outdoor`, `planning_required`, `risk_level`, `created_by`, `revision_note`, `created_at`)
SELECT lower(hex(randomblob(15))), a.`id`, a.`title`, a.`display_title`, a.`description`, a.`image_url`, a.`category_tags`, a.`cost`, a.`time`, a.`solo_social`, a.`indoor_outdoor`, a.`planning_required`, a.`risk_level`, NULL, 'Original, before the first edit', a.`created_at`
FROM `activities` a
WHERE NOT EXISTS (SELECT 1 FROM `activity_revisions` r WHERE r.`activity_id` = a.`id`);

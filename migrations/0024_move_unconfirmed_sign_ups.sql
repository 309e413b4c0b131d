-- Sign-ups made before pending sign-ups existed were unconfirmed users with profiles. They become
-- pending sign-ups (their links were better-auth's and no longer open anything: signing in with the
-- password, or "Forgot password", sends a new one), and their users and profiles go.
INSERT INTO `pending_sign_ups` (`id`, `token_hash`, `email`, `password_hash`, `details`, `avatar_key`, `token_expires_at`, `created_at`)
SELECT u.`id`, 'moved:' || u.`id`, u.`email`, a.`password`,
  json_object(
    'firstName', p.`first_name`,
    'username', p.`username`,
    'age', p.`age`,
    'country', p.`country`,
    'location', p.`location`,
    'genderIdentity', p.`gender_identity`,
    'interests', json(p.`interests`),
    'healthConsiderations', json_extract(p.`health_considerations`, '$[0]'),
    'activityTypes', json(p.`activity_types`),
    'timeAvailability', json(p.`time_availability`),
    'coachingStyle', p.`coaching_style`,
    'newsletter', json(CASE WHEN p.`newsletter` THEN 'true' ELSE 'false' END)
  ),
  CASE WHEN p.`avatar_url` LIKE '/media/%' THEN substr(p.`avatar_url`, 8) END,
  0,
  u.`created_at`
FROM `users` u
JOIN `accounts` a ON a.`user_id` = u.`id` AND a.`provider_id` = 'credential' AND a.`password` IS NOT NULL
JOIN `profiles` p ON p.`id` = u.`id`
WHERE u.`email_verified` = 0
  AND NOT EXISTS (SELECT 1 FROM `accounts` o WHERE o.`user_id` = u.`id` AND o.`provider_id` <> 'credential');
--> statement-breakpoint
DELETE FROM `users` WHERE `id` IN (SELECT `id` FROM `pending_sign_ups` WHERE `token_hash` = 'moved:' || `id`);

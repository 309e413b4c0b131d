-- Counts move with their rows, in the statement that changes the row: a like, a save, a share, a
-- comment or a follow costs the same whatever the count already is, and concurrent changes can
-- neither double-count nor go below zero (each row's key decides whether it exists). The daily
-- reconcile (worker/features/counters/reconcile.ts) repairs any drift and reports it.
CREATE TRIGGER `post_likes_count_insert` AFTER INSERT ON `post_likes` BEGIN
  UPDATE `posts` SET `likes_count` = `likes_count` + 1 WHERE `id` = NEW.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_likes_count_delete` AFTER DELETE ON `post_likes` BEGIN
  UPDATE `posts` SET `likes_count` = `likes_count` - 1 WHERE `id` = OLD.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_saves_count_insert` AFTER INSERT ON `post_saves` BEGIN
  UPDATE `posts` SET `saves_count` = `saves_count` + 1 WHERE `id` = NEW.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_saves_count_delete` AFTER DELETE ON `post_saves` BEGIN
  UPDATE `posts` SET `saves_count` = `saves_count` - 1 WHERE `id` = OLD.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_shares_count_insert` AFTER INSERT ON `post_shares` BEGIN
  UPDATE `posts` SET `shares_count` = `shares_count` + 1 WHERE `id` = NEW.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_shares_count_delete` AFTER DELETE ON `post_shares` BEGIN
  UPDATE `posts` SET `shares_count` = `shares_count` - 1 WHERE `id` = OLD.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_comments_count_insert` AFTER INSERT ON `post_comments` BEGIN
  UPDATE `posts` SET `comments_count` = `comments_count` + 1 WHERE `id` = NEW.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_comments_count_delete` AFTER DELETE ON `post_comments` BEGIN
  UPDATE `posts` SET `comments_count` = `comments_count` - 1 WHERE `id` = OLD.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_likes_count_insert` AFTER INSERT ON `blog_likes` BEGIN
  UPDATE `blogs` SET `likes_count` = `likes_count` + 1 WHERE `id` = NEW.`blog_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_likes_count_delete` AFTER DELETE ON `blog_likes` BEGIN
  UPDATE `blogs` SET `likes_count` = `likes_count` - 1 WHERE `id` = OLD.`blog_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_comments_count_insert` AFTER INSERT ON `blog_comments` BEGIN
  UPDATE `blogs` SET `comments_count` = `comments_count` + 1 WHERE `id` = NEW.`blog_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_comments_count_delete` AFTER DELETE ON `blog_comments` BEGIN
  UPDATE `blogs` SET `comments_count` = `comments_count` - 1 WHERE `id` = OLD.`blog_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `follows_count_insert` AFTER INSERT ON `follows` WHEN NEW.`status` = 'accepted' BEGIN
  UPDATE `profiles` SET `followers_count` = `followers_count` + 1 WHERE `id` = NEW.`following_id`;
  UPDATE `profiles` SET `following_count` = `following_count` + 1 WHERE `id` = NEW.`follower_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `follows_count_delete` AFTER DELETE ON `follows` WHEN OLD.`status` = 'accepted' BEGIN
  UPDATE `profiles` SET `followers_count` = `followers_count` - 1 WHERE `id` = OLD.`following_id`;
  UPDATE `profiles` SET `following_count` = `following_count` - 1 WHERE `id` = OLD.`follower_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `follows_count_accept` AFTER UPDATE OF `status` ON `follows`
WHEN OLD.`status` <> 'accepted' AND NEW.`status` = 'accepted' BEGIN
  UPDATE `profiles` SET `followers_count` = `followers_count` + 1 WHERE `id` = NEW.`following_id`;
  UPDATE `profiles` SET `following_count` = `following_count` + 1 WHERE `id` = NEW.`follower_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `follows_count_leave` AFTER UPDATE OF `status` ON `follows`
WHEN OLD.`status` = 'accepted' AND NEW.`status` <> 'accepted' BEGIN
  UPDATE `profiles` SET `followers_count` = `followers_count` - 1 WHERE `id` = OLD.`following_id`;
  UPDATE `profiles` SET `following_count` = `following_count` - 1 WHERE `id` = OLD.`follower_id`;
END;
--> statement-breakpoint
-- The triggers count from the truth: counts left behind by deleted accounts are set right once.
UPDATE `posts` SET
  `likes_count` = (SELECT count(*) FROM `post_likes` WHERE `post_id` = `posts`.`id`),
  `saves_count` = (SELECT count(*) FROM `post_saves` WHERE `post_id` = `posts`.`id`),
  `shares_count` = (SELECT count(*) FROM `post_shares` WHERE `post_id` = `posts`.`id`),
  `comments_count` = (SELECT count(*) FROM `post_comments` WHERE `post_id` = `posts`.`id`);
--> statement-breakpoint
UPDATE `blogs` SET
  `likes_count` = (SELECT count(*) FROM `blog_likes` WHERE `blog_id` = `blogs`.`id`),
  `comments_count` = (SELECT count(*) FROM `blog_comments` WHERE `blog_id` = `blogs`.`id`);
--> statement-breakpoint
UPDATE `profiles` SET
  `followers_count` = (SELECT count(*) FROM `follows` WHERE `following_id` = `profiles`.`id` AND `status` = 'accepted'),
  `following_count` = (SELECT count(*) FROM `follows` WHERE `follower_id` = `profiles`.`id` AND `status` = 'accepted');

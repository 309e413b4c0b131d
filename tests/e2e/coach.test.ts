import { expect, it } from 'vitest';
import { formatDate } from '../../web/lib/format';
import { setupBrowser, signUpIn } from './browser';

const browser = setupBrowser();

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px phone', width: 390, height: 844 },
]) {
  it(`plans learning to surf with the coach, and adds a weekend idea (${viewport.name})`, async () => {
    const { page, context } = await browser.newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signUpIn(context, 'Robin');

    await page.goto('/coach');
    await page.getByRole('heading', { level: 1, name: 'Your coach' }).waitFor();
    const log = page.getByRole('list', { name: 'Conversation with your coach' });
    await log.getByText(/Hello Robin, I am your Lifelist coach/).waitFor();
    const box = page.getByRole('textbox', { name: 'Message to your coach' });

    // A plan: dated steps the member accepts; they land on the list item with their dates.
    await box.fill('help me plan learning to surf');
    await box.press('Enter');
    const plan = log.getByRole('article', { name: /^Plan: .*surf/i });
    await plan.waitFor();
    const steps: { text: string; date: string }[] = [];
    const count = await plan.getByRole('textbox', { name: /^Step \d+$/ }).count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 1; i <= count; i++) {
      steps.push({
        text: await plan.getByRole('textbox', { name: `Step ${i}`, exact: true }).inputValue(),
        date: await plan.getByLabel(`Date of step ${i}`, { exact: true }).inputValue(),
      });
    }
    await plan.getByRole('button', { name: 'Add these steps' }).click();
    await plan.getByText('Added to your list.').waitFor();
    await plan.getByRole('link', { name: 'See the plan' }).click();
    const panel = page.getByRole('region', { name: 'Your plan' });
    await panel.waitFor();
    for (const step of steps) {
      await panel.getByRole('checkbox', { name: `${step.text} by ${formatDate(step.date)}` }).waitFor();
    }
    const planUrl = page.url();
    const first = panel.getByRole('checkbox', { name: `${steps[0]?.text} by ${formatDate(steps[0]?.date ?? '')}` });

    // One step ticked by saying so, shown on the plan, then undone from the reply.
    await page.goto('/coach');
    await page.waitForSelector('#root[data-started]', { state: 'attached' });
    const last = () => log.locator(':scope > li').last();
    const say = async (text: string, answer: RegExp) => {
      await box.fill(text);
      await box.press('Enter');
      await last().getByText(answer).waitFor();
    };
    await say(
      'tick off the first step of my surfing plan',
      new RegExp(`Ticked off “${(steps[0]?.text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`),
    );
    await page.goto(planUrl);
    expect(await first.isChecked()).toBe(true);
    await page.goto('/coach');
    await page.waitForSelector('#root[data-started]', { state: 'attached' });
    await last().getByRole('button', { name: 'Undo' }).click();
    await last().getByText('Undone').waitFor();
    await page.goto(planUrl);
    await first.waitFor();
    expect(await first.isChecked()).toBe(false);

    // A plan worked back from a deadline, accepted in words onto the same item with that target date.
    await page.goto('/coach');
    await page.waitForSelector('#root[data-started]', { state: 'attached' });
    await say('can you plan my surfing for me by 1 june', /worked back from/);
    await say('yes, add it', /Added the \d+ steps to “.*surf.*”, with its target date .*1 Jun/i);

    // A reminder set, listed and cancelled by asking.
    await say('remind me tomorrow at 6pm to book the lesson', /I'll remind you tomorrow at (18:00|6 pm)/);
    await say('what reminders do i have', /You have 1 reminder/);
    await say('cancel it', /Cancelled the reminder/);
    await say('what reminders do i have', /You have no reminders set/);

    // A reminder of the item shows under its plan, and is cancelled from there.
    await say('remind me tomorrow at 9am about my surfing plan', /I'll remind you tomorrow at (09:00|9 am)/);
    await page.goto(planUrl);
    const reminders = page.getByRole('region', { name: 'Reminders' });
    const cancel = reminders.getByRole('button', { name: /^Cancel the reminder about / });
    await cancel.click();
    await reminders.waitFor({ state: 'detached' });

    // The weekly check-in's day and hour, chosen on the coach screen, are kept.
    await page.goto('/coach');
    await page.waitForSelector('#root[data-started]', { state: 'attached' });
    const saved = () => page.waitForResponse((r) => r.url().endsWith('/api/coach/settings') && r.ok());
    await Promise.all([saved(), page.getByLabel('Check-in day').selectOption({ label: 'Sundays' })]);
    await Promise.all([saved(), page.getByLabel('Check-in time').selectOption({ label: 'at 19:00' })]);
    await page.reload();
    expect(await page.getByLabel('Check-in day').inputValue()).toBe('0');
    expect(await page.getByLabel('Check-in time').inputValue()).toBe('19:00');

    // What to do this weekend: an idea, added to the list from its card.
    await page.goto('/coach');
    await page.waitForSelector('#root[data-started]', { state: 'attached' });
    await box.fill('what should I do this weekend');
    await box.press('Enter');
    // The coach's answer: the last message of the conversation.
    const answer = log.locator(':scope > li').last();
    const idea = answer
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to my list' }) })
      .first();
    await idea.waitFor();
    const title = (await idea.getByRole('heading').textContent())?.trim() ?? '';
    const card = answer.getByRole('article', { name: title, exact: true });
    await card.getByRole('button', { name: 'Add to my list' }).click();
    await card.getByText('Added to your list').waitFor();
    await page.goto('/profile');
    await page.getByRole('link', { name: title }).first().waitFor();

    if (viewport.width === 390) {
      await page.goto('/coach');
      await log.waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The composer sits on screen, under the conversation.
      const composer = await box.boundingBox();
      expect(composer && composer.y + composer.height).toBeLessThanOrEqual(844);
    }
    await context.close();
  });
}

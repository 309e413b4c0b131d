import * as v from 'valibot';
import type { Category } from './enums';

/**
 * The first question's choices, with the catalogue categories and profile values they stand for.
 * `excludes` holds the categories that make an idea another interest's kind. The catalogue's
 * Social tag also marks sports and adventures done in company (team sports, clubs, classes: who it
 * is done with is the "Who do you want to do it with?" answer), and Arts & Culture marks sports
 * for their heritage (a Highland Games race, kendo): those belong to Sports & Fitness and
 * Adventure & Outdoor, not to Social & Community or Arts & Creativity.
 */
export const QUIZ_INTERESTS = [
  { label: 'Adventure & Outdoor', categories: ['Adventure', 'Outdoor'], excludes: [], interest: 'Adventure' },
  {
    label: 'Arts & Creativity',
    categories: ['Creative', 'Arts & Culture'],
    excludes: ['Fitness'],
    interest: 'Painting',
  },
  { label: 'Food & Drink', categories: ['Food & Drink'], excludes: [], interest: 'Food' },
  { label: 'Travel & Culture', categories: ['Travel', 'Arts & Culture'], excludes: [], interest: 'Travel' },
  { label: 'Sports & Fitness', categories: ['Fitness'], excludes: [], interest: 'Fitness' },
  { label: 'Learning & Skills', categories: ['Learning'], excludes: [], interest: 'Languages' },
  { label: 'Wellness & Mindfulness', categories: ['Wellness'], excludes: [], interest: 'Meditation' },
  {
    label: 'Social & Community',
    categories: ['Social'],
    excludes: ['Fitness', 'Adventure'],
    interest: 'Volunteering',
  },
  { label: 'Technology & Innovation', categories: ['Technology'], excludes: [], interest: 'Technology' },
] as const satisfies readonly { label: string; categories: Category[]; excludes: Category[]; interest: string }[];

type Choice<T> = { value: T; label: string };
const scale = (labels: string[]): Choice<number>[] => labels.map((label, i) => ({ value: i + 1, label }));

export const QUIZ_QUESTIONS = {
  budget: {
    question: 'What would you happily spend on one experience?',
    choices: scale(['Nothing: free is perfect', 'Up to £20', 'Up to £50', 'Up to £100', 'Whatever it takes']),
  },
  time: {
    question: 'How much time can you give it?',
    choices: scale(['Under an hour', 'A few hours', 'Half a day', 'A full day', 'A weekend or longer']),
  },
  social: {
    question: 'Who do you want to do it with?',
    choices: [
      { value: 'solo', label: 'On my own' },
      { value: 'social', label: 'With other people' },
      { value: 'either', label: 'Either is fine' },
    ] as Choice<'solo' | 'social' | 'either'>[],
  },
  setting: {
    question: 'Indoors or outdoors?',
    choices: [
      { value: 'indoor', label: 'Indoors' },
      { value: 'outdoor', label: 'Outdoors' },
      { value: 'either', label: 'No preference' },
    ] as Choice<'indoor' | 'outdoor' | 'either'>[],
  },
  risk: {
    question: 'How much of a thrill are you after?',
    choices: scale(['Keep it calm', 'A little excitement', 'A proper buzz', 'Heart racing', 'Full adrenaline']),
  },
  planning: {
    question: 'How much planning are you up for?',
    choices: scale(['None: I want to go now', 'A little', 'Some', 'A fair bit', 'Months, for the right thing']),
  },
} as const;

const oneToFive = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(5, message));

export const QuizAnswers = v.strictObject({
  interests: v.pipe(
    v.array(
      v.picklist(
        QUIZ_INTERESTS.map((i) => i.label),
        'Unknown interest',
      ),
    ),
    v.minLength(1, 'Please pick at least one interest'),
    v.maxLength(QUIZ_INTERESTS.length),
  ),
  budget: oneToFive('Please choose a budget'),
  time: oneToFive('Please choose how much time you have'),
  social: v.picklist(['solo', 'social', 'either'], 'Please choose who you want to do it with'),
  setting: v.picklist(['indoor', 'outdoor', 'either'], 'Please choose indoors or outdoors'),
  risk: oneToFive('Please choose how much of a thrill you want'),
  planning: oneToFive('Please choose how much planning you are up for'),
});
export type QuizAnswers = v.InferOutput<typeof QuizAnswers>;

export const QUIZ_RESULTS = 12;

// Behaviours a practice tracks, with their usual measurement; a few inactive and a few soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { BehaviorCategory } from './behavior-category.js';
import { timestamp } from '../../kit/dates.js';

const behaviours: [name: string, type: 'Reduction' | 'Replacement', measurement: string, definition: string][] = [
  ['Aggression', 'Reduction', 'Frequency', 'Any instance of hitting, kicking, biting or scratching another person.'],
  ['Self-Injurious Behavior', 'Reduction', 'Frequency', 'Any instance of the learner striking, biting or scratching their own body.'],
  ['Elopement', 'Reduction', 'Frequency', 'Leaving the designated area without permission, more than three feet away.'],
  ['Property Destruction', 'Reduction', 'Frequency', 'Throwing, tearing, breaking or defacing materials or furniture.'],
  ['Tantrum', 'Reduction', 'Duration', 'Crying, screaming or dropping to the floor lasting more than five seconds.'],
  ['Non-compliance', 'Reduction', 'Frequency', 'Not starting a presented instruction within ten seconds.'],
  ['Vocal Stereotypy', 'Reduction', 'Interval', 'Non-contextual vocalisations, humming or repeated phrases.'],
  ['Motor Stereotypy', 'Reduction', 'Interval', 'Repetitive hand flapping, rocking or finger flicking.'],
  ['Pica', 'Reduction', 'Frequency', 'Placing inedible items past the plane of the lips.'],
  ['Disrobing', 'Reduction', 'Frequency', 'Removing any article of clothing in an inappropriate setting.'],
  ['Spitting', 'Reduction', 'Frequency', 'Expelling saliva toward a person or surface.'],
  ['Screaming', 'Reduction', 'Duration', 'Vocalisations above conversational volume not tied to play.'],
  ['Biting', 'Reduction', 'Frequency', 'Closing teeth on another person or their clothing.'],
  ['Head Banging', 'Reduction', 'Frequency', 'Forceful contact of the head with a surface or object.'],
  ['Hair Pulling', 'Reduction', 'Frequency', 'Grasping and pulling the hair of self or another person.'],
  ['Throwing Objects', 'Reduction', 'Frequency', 'Propelling an object through the air not as part of play.'],
  ['Food Refusal', 'Reduction', 'Frequency', 'Pushing away, turning from or expelling presented food.'],
  ['Verbal Aggression', 'Reduction', 'Frequency', 'Threats, insults or cursing directed at another person.'],
  ['Task Refusal', 'Reduction', 'Frequency', 'Saying no, pushing away or ignoring a task demand.'],
  ['Dropping to the Floor', 'Reduction', 'Frequency', 'Going limp or dropping to the floor during a transition.'],
  ['Mouthing Objects', 'Reduction', 'Interval', 'Placing non-food objects in the mouth.'],
  ['Toileting Accidents', 'Reduction', 'Frequency', 'Urine or bowel movement outside the toilet.'],
  ['Scripting', 'Reduction', 'Interval', 'Repeating lines from videos or books out of context.'],
  ['Rigidity with Routines', 'Reduction', 'ABC', 'Distress or resistance when a routine or order is changed.'],
  ['Sleep Disruption', 'Reduction', 'Duration', 'Time awake after lights out, as reported by caregivers.'],
  ['Functional Communication', 'Replacement', 'Frequency', 'Requesting a break, help or an item with words, signs or a device.'],
  ['Appropriate Waiting', 'Replacement', 'Duration', 'Remaining in place without challenging behaviour until the item is delivered.'],
  ['Accepting No', 'Replacement', 'Frequency', 'Responding to a denied request calmly within five seconds.'],
  ['Transition Compliance', 'Replacement', 'Frequency', 'Moving to the next activity within ten seconds of the instruction.'],
  ['Independent Play', 'Replacement', 'Duration', 'Engaging with toys as designed without prompts.'],
  ['Self-Calming Strategy', 'Replacement', 'Frequency', 'Using a taught coping strategy (deep breaths, squeeze ball) when upset.'],
  ['Hand Raising', 'Replacement', 'Frequency', 'Raising a hand and waiting to be called on in group.'],
];

export const seededBehaviorCategoryCount = behaviours.length;
export const seededDeletedBehaviorCategoryCount = 2;

export function seedBehaviorCategories(faker: Faker): NewRow<BehaviorCategory>[] {
  return behaviours.map(([name, behaviorType, measurement, definition], index) => {
    const created = faker.date.past({ years: 3 });
    const deleted = index >= behaviours.length - seededDeletedBehaviorCategoryCount;
    return {
      name,
      behavior_type: behaviorType,
      measurement,
      definition,
      status: mostlyActive(faker, 8),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: deleted ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}

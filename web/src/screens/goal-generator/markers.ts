// How a person reads each Word marker of a conversion template, and a template's layout as one sentence.
import type { ConversionMarker } from '../../gql/graphql';

export const MARKER_LABELS: Readonly<Record<ConversionMarker, string>> = {
  TITLE: 'Title style',
  HEADING_1: 'Heading 1 style',
  HEADING_2: 'Heading 2 style',
  HEADING_3: 'Heading 3 style',
  NUMBERED: 'Numbered list item',
  BULLETED: 'Bulleted list item',
};

/** The marker in a word or two, for the template list. */
const SHORT_LABELS: Readonly<Record<ConversionMarker, string>> = {
  TITLE: 'Title',
  HEADING_1: 'Heading 1',
  HEADING_2: 'Heading 2',
  HEADING_3: 'Heading 3',
  NUMBERED: 'Numbered',
  BULLETED: 'Bulleted',
};

export const MARKER_OPTIONS = (Object.entries(MARKER_LABELS) as [ConversionMarker, string][]).map(([value, label]) => ({ value, label }));

export interface LayoutShape {
  studentMarker?: ConversionMarker | null;
  skillAreaMarker: ConversionMarker;
  goalMarker: ConversionMarker;
  targetMarker: ConversionMarker;
}

/** "Students: Title style · Skill areas: Heading 1 style · Goals: Numbered list item · Targets: Bulleted list item". */
export function layoutSentence(layout: LayoutShape): string {
  const parts = [
    layout.studentMarker ? `Students: ${MARKER_LABELS[layout.studentMarker]}` : 'One student per document',
    `Skill areas: ${MARKER_LABELS[layout.skillAreaMarker]}`,
    `Goals: ${MARKER_LABELS[layout.goalMarker]}`,
    `Targets: ${MARKER_LABELS[layout.targetMarker]}`,
  ];
  return parts.join(' · ');
}

/** "Title › Heading 1 › Numbered › Bulleted": student, skill area, goal, target (one student: no student part). */
export function layoutShort(layout: LayoutShape): string {
  const levels = [layout.studentMarker, layout.skillAreaMarker, layout.goalMarker, layout.targetMarker];
  return levels.flatMap((marker) => (marker ? [SHORT_LABELS[marker]] : [])).join(' › ');
}

// The graph pages, by name, for the route table.
import type { ComponentType } from 'react';
import { AbcGraph } from './AbcGraph';
import { BehaviorGraph } from './BehaviorGraph';
import { DataImportList } from './DataImportList';
import { FluencyGraph } from './FluencyGraph';
import { NoteHelperGraph, SkillGraph } from './PercentGraph';
import './graphs.css';

export const screens: Record<'Abc' | 'Behavior' | 'Skill' | 'NoteHelper' | 'Fluency' | 'DataImport', ComponentType> = {
  Abc: AbcGraph,
  Behavior: BehaviorGraph,
  Skill: SkillGraph,
  NoteHelper: NoteHelperGraph,
  Fluency: FluencyGraph,
  DataImport: DataImportList,
};

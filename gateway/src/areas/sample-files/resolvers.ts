// SampleFileType's values travel in the API's spelling both ways ('import-skill-area' for IMPORT_SKILL_AREA). The
// @rest payload writer turns arguments into it, but an enum read back from the API must also be known by that
// spelling: the enum's internal values are set to the @wire names, read from the SDL so they are written once.
import { Kind, parse, type EnumTypeDefinitionNode, type EnumTypeExtensionNode } from 'graphql';
import { loadTypeDefs } from '@portal/schema';

/** Enum value name → its @wire name (or the name itself), for one enum of the SDL. */
export function wireEnumValues(typeName: string, typeDefs: readonly string[] = loadTypeDefs()): Record<string, string> {
  const values: Record<string, string> = {};
  for (const sdl of typeDefs) {
    for (const definition of parse(sdl).definitions) {
      if (definition.kind !== Kind.ENUM_TYPE_DEFINITION && definition.kind !== Kind.ENUM_TYPE_EXTENSION) continue;
      const node = definition as EnumTypeDefinitionNode | EnumTypeExtensionNode;
      if (node.name.value !== typeName) continue;
      for (const value of node.values ?? []) {
        const wire = value.directives?.find((directive) => directive.name.value === 'wire');
        const argument = wire?.arguments?.find((arg) => arg.name.value === 'name');
        values[value.name.value] = argument?.value.kind === Kind.STRING ? argument.value.value : value.name.value;
      }
    }
  }
  if (Object.keys(values).length === 0) throw new Error(`No enum ${typeName} in the schema`);
  return values;
}

export const sampleFileResolvers = {
  SampleFileType: wireEnumValues('SampleFileType'),
};

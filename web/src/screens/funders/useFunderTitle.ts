// Funder pages show the selected funder's name after the page title; the shell keeps the
// name and clears it when the user leaves the funder pages.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useFunderHeader } from '../../layout/selectedFunder';

const FunderTitle = graphql(`
  query FunderTitle($id: ID!) {
    funder(id: $id) {
      id
      name
    }
  }
`);

/** Reads the funder and puts its name in the header; answers the name once known. */
export function useFunderTitle(funderId: string | undefined): string | null {
  const { data } = useQuery(FunderTitle, { variables: { id: funderId ?? '' }, skip: !funderId });
  const name = data?.funder.name ?? null;
  useFunderHeader(name);
  return name;
}

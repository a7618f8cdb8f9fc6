// A student's target playlists on the student record's goals page: each goal with its sub-goals under it, opening
// the goal's own page (/edit-goal/{id}) where its tree, playlist and attributes are edited.
import { useQuery } from '@apollo/client/react';
import { Tag } from '../../kit/Tag';
import { Link } from 'react-router';
import { Loaded } from '../../kit/Loaded';
import { LinkButton } from '../../kit/LinkButton';
import { goalPaths } from './names';
import { StudentTargetPlaylists as StudentTargetPlaylistsQuery } from './operations';
import './goals.css';

export function StudentTargetPlaylists({ studentId }: { studentId: string }) {
  const { data, loading, error, refetch } = useQuery(StudentTargetPlaylistsQuery, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const goals = data?.page.nodes ?? [];
  const parents = goals.filter((goal) => !goal.parentId || !goals.some((other) => other.id === goal.parentId));
  return (
    <section className="kit-panel kit-section" aria-label="Target playlists">
      <div className="goal-inline">
        <h3 className="goal-section-title">Target playlists</h3>
        <span className="kit-toolbar-spacer" />
        <LinkButton to={`${goalPaths.add}?student=${encodeURIComponent(studentId)}`}>Add target playlist</LinkButton>
      </div>
      <Loaded what="the target playlists" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
        {parents.length === 0 && <p className="kit-muted">No target playlists for this student yet.</p>}
      </Loaded>
      {parents.length > 0 && (
        <ul className="goal-tree-list">
          {parents.map((parent) => (
            <li key={parent.id}>
              <Link to={goalPaths.edit(parent.id)}>{parent.name}</Link> <Tag minimal>{parent.skillArea?.name ?? 'No skill area'}</Tag>
              <ul className="goal-tree-list">
                {goals
                  .filter((goal) => goal.parentId === parent.id)
                  .map((sub) => (
                    <li key={sub.id} className="goal-tree-item">
                      <Link className="goal-tree-item-name" to={goalPaths.edit(sub.id)}>
                        {sub.name}
                      </Link>
                      <Tag minimal>{sub.progressStatus ?? 'Baseline'}</Tag>
                      <span className="kit-muted">
                        {sub.targetCount ?? 0} target{sub.targetCount === 1 ? '' : 's'}
                      </span>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

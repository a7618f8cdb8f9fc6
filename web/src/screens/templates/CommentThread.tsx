// A template's review thread: who wrote what and when, oldest first, and a comment box (Ctrl+Enter sends).
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, FormGroup, NonIdealState } from '@blueprintjs/core';
import { TextArea } from '../../kit/form/TextArea';
import { useId, useState, type FormEvent } from 'react';
import { formatMonthFirst } from '../../dates/timestamps';
import { Loaded } from '../../kit/Loaded';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { AddTemplateCommentMutation, TemplateCommentsQuery } from './operations';

export function CommentThread({ templateId }: { templateId: string }) {
  const id = useId();
  const query = useQuery(TemplateCommentsQuery, { variables: { templateId } });
  const [add, adding] = useMutation(AddTemplateCommentMutation, { refetchQueries: ['TemplateComments', 'DocumentTemplateRecord'] });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const comments = query.data?.comments;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (adding.loading) return;
    if (!text.trim()) return setProblem('The text field is required.');
    try {
      await add({ variables: { templateId, text: text.trim() } });
      setText('');
      setProblem(undefined);
    } catch (caught) {
      setProblem(fieldErrorsOf(caught).text ?? (caught instanceof Error ? caught.message : 'The comment could not be added.'));
    }
  };

  return (
    <section className="templates-comments" aria-label="Review comments">
      <Loaded what="the comments" loading={query.loading} error={query.error} ready={comments !== undefined} retry={() => void query.refetch()}>
        {comments && comments.length === 0 && (
          <NonIdealState icon="comment" title="No comments yet" description="Reviewers' comments on this template appear here." />
        )}
        <ol className="templates-thread">
          {comments?.map((comment) => (
            <li key={comment.id}>
              <Card compact>
                <div className="templates-comment-meta">
                  <strong>{comment.author}</strong>{' '}
                  <time dateTime={comment.createdAt}>{formatMonthFirst(comment.createdAt) ?? comment.createdAt}</time>
                </div>
                <p>{comment.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Loaded>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormGroup label="Add a comment" labelFor={id} helperText={problem} intent={problem ? 'danger' : 'none'}>
          <TextArea
            id={id}
            fill
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
            }}
          />
        </FormGroup>
        <Button type="submit" intent="primary" icon="comment" text="Add comment" loading={adding.loading} />
      </form>
    </section>
  );
}

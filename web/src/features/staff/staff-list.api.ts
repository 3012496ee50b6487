import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@wire';
import type { HttpClient } from '../../gateway/http-client';
import { staffJson, useStaffHttp } from './staff-http.api';

/**
 * A list the staff pages keep at `path` of the API, cached under the path's segments: `query` and `useList` read it
 * (the answer's list, as `listOf` finds it); `useActions` saves one (as `send` sends it) or removes one by id under
 * `path`, and the list reads again once either settles, taken or refused.
 */
export function staffList<Answer, Item>(path: string, listOf: (answer: Answer) => Item[]) {
  const key = path.split('/');
  const query = (http: HttpClient) =>
    queryOptions({ queryKey: key, queryFn: async () => listOf(await staffJson<Answer>(http, 'get', path)) });
  return {
    key,
    query,
    useList: () => useQuery(query(useStaffHttp())),
    useActions<Input, Saved>(send: (http: HttpClient, input: Input) => Promise<Saved>) {
      const http = useStaffHttp();
      const client = useQueryClient();
      const onSettled = () => client.invalidateQueries({ queryKey: key });
      const save = useMutation({ mutationFn: (input: Input) => send(http, input), onSettled });
      const remove = useMutation({
        mutationFn: (id: string) => staffJson<MessageResponse>(http, 'delete', `${path}/${encodeURIComponent(id)}`),
        onSettled,
      });
      return { save, remove };
    },
  };
}

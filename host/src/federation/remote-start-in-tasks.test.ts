import remoteStartInTasks from './remote-start-in-tasks';

type Hook = (args: { id: string }) => Promise<{ id: string }>;

describe('the remote-start-in-tasks runtime plugin', () => {
  afterEach(() => jest.useRealTimers());

  it.each(['beforeInitContainer', 'initContainer'] as const)(
    '%s hands the arguments on unchanged, in a later task',
    async (name) => {
      jest.useFakeTimers();
      const hook = remoteStartInTasks()[name] as unknown as Hook;
      let result: { id: string } | undefined;
      void hook({ id: 'player' }).then((value) => (result = value));

      await Promise.resolve();
      expect(result).toBeUndefined();
      await jest.runAllTimersAsync();
      expect(result).toEqual({ id: 'player' });
    },
  );
});

/** The statistics strip (docs/requirements.md §2.5). */
export const stats = [
  { label: "Clients Worldwide", target: 30, suffix: "+" },
  { label: "Projects Completed", target: 50, suffix: "+" },
  { label: "Team Members", target: 40, suffix: "+" },
  { label: "Users Served", target: 1, suffix: "m+" },
] as const;

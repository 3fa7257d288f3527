import type { PlayerPageDef } from '../../lib/player-page-def';
import { questionnaireReportQueryOptions } from './api/get-questionnaire-report';
import { loadChartsForServerRender } from './components/chart-module';

export const questionnairePages: PlayerPageDef[] = [
  {
    id: 'questionnaire-report',
    path: 'questionnaire-report',
    title: 'アンケート結果',
    description: 'プレイヤーアンケートの集計結果。',
    pc: () => import('./pages/pc/questionnaire-report-page'),
    // The server draws the charts into the page (components/report-content.tsx).
    loadData: (_params, queryClient) =>
      Promise.all([
        queryClient.ensureQueryData(questionnaireReportQueryOptions()),
        loadChartsForServerRender(),
      ]),
    // Nothing on it needs a script (its charts are drawn by the server, its links are links): opened directly, a
    // phone or a PC gets it as a document, without the application's start, which was most of its blocking time.
    staticPage: true,
  },
];

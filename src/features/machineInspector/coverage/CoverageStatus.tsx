import { Trans, useLingui } from '@lingui/react/macro';
import { CoverageLegend } from './CoverageLegend';
import type { CoverageMatch } from './matchCoverage';
import type { ModelCoverage } from './modelCoverage';
import type { ReportAnswer } from './modelReportOf';
import * as css from './coverage.css';

/** `12 of 14 transitions covered, by the run of 28 Nov 2026, 10:44 (commit a9011b00bd)`. */
function ReportFacts({ report, match }: { report: ModelCoverage; match: CoverageMatch }) {
  const { i18n } = useLingui();
  const { covered, total } = match;
  const date = i18n.date(new Date(report.generatedAt), { dateStyle: 'medium', timeStyle: 'short' });
  const commit = report.commit?.slice(0, 10);
  return (
    <p>
      <Trans>
        {covered} of {total} transitions covered, by the run of {date}
      </Trans>
      {commit ? (
        <>
          {' '}
          <Trans>
            (commit <code>{commit}</code>)
          </Trans>
        </>
      ) : null}
    </p>
  );
}

/**
 * What the diagram's coverage says and where it comes from: the report's date and commit, a
 * warning when the machine changed since, or the command that writes the first report.
 */
export function CoverageStatus({
  machineId,
  answer,
  match,
}: {
  machineId: string;
  answer: ReportAnswer;
  match: CoverageMatch | undefined;
}) {
  const command = `npm run test:model -- ${machineId}`;
  return (
    <section
      aria-labelledby="model-coverage"
      className={css.panel}
      data-coverage-report={answer.kind}
    >
      <h3 id="model-coverage">
        <Trans>Model-test coverage</Trans>
      </h3>
      {answer.kind === 'none' ? (
        <p>
          <Trans>
            No model-test report for this machine yet. Run <code>{command}</code> to write one, then
            reload this page.
          </Trans>
        </p>
      ) : null}
      {answer.kind === 'unreadable' ? (
        <p>
          <Trans>
            The model-test report of this machine could not be read. Run <code>{command}</code>{' '}
            again, then reload this page.
          </Trans>
        </p>
      ) : null}
      {answer.kind === 'report' && match ? (
        <>
          <ReportFacts report={answer.report} match={match} />
          {match.stale ? (
            <p className={css.stale} data-stale>
              <Trans>
                This report is stale: the machine has changed since the run that wrote it, and the
                transitions marked “?” are not in it. Run <code>{command}</code> again, then reload
                this page.
              </Trans>
            </p>
          ) : null}
          <CoverageLegend />
        </>
      ) : null}
    </section>
  );
}

// Crystal's API shapes (GET /api/crystal/predictions, server/insights/routes.ts): the engine's
// figures as the web reads them (core/crystal/predictions.ts builds them).
import type { CashFlowView, CategoryForecastView, ForecastPointView, PredictionsView, RecurringView, ThisMonthView } from './predictions.ts';

export type ForecastPointDto = ForecastPointView;
export type CategoryForecastDto = CategoryForecastView;
export type RecurringDto = RecurringView;
export type CashFlowDto = CashFlowView;
export type PredictionsDto = PredictionsView;
export type ThisMonthDto = ThisMonthView;

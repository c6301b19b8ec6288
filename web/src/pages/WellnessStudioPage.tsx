// Harmony's page until issue 17's own is built: who Harmony is and the chat that answers from the user's data.
import EmployeePage from './EmployeePage.tsx';

export default function WellnessStudioPage() {
  return <EmployeePage employeeKey="harmony" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { contentRouteOptions } from '../../content-route';

export const Route = createFileRoute('/{-$locale}/terms-and-conditions')(contentRouteOptions('terms-and-conditions'));
